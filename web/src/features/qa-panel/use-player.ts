import { useEffect, useState } from "react";
import { moveReplayTo, type Replay } from "../../lib/qa/replay-session";

/** One step every this many milliseconds while playing: fast enough for a long log, slow enough to watch. */
const STEP_MS = 120;

/** `Воспроизвести`: steps through the log from where it stands (from the start when at the end) until the end. */
export const usePlayer = (replay: Replay | null): { readonly playing: boolean; readonly toggle: () => void } => {
  const [playing, setPlaying] = useState(false);
  const total = replay?.timeline.entries.length ?? 0;
  const position = replay?.position ?? 0;

  useEffect(() => {
    if (!playing) return;
    if (position >= total) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => moveReplayTo(position + 1), STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, position, total]);

  const toggle = () => {
    if (playing) return setPlaying(false);
    if (position >= total) moveReplayTo(0);
    setPlaying(true);
  };
  return { playing, toggle };
};
