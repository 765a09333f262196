import { CONTENT_MESSAGES } from "./content-messages";

/**
 * Video by link (issue #20): a YouTube, Vimeo or RuTube page address as an author pastes it, read as
 * a provider and the video's id, and the privacy-friendly player address the student's page embeds
 * (no cookies before play on YouTube, Vimeo's do-not-track). The server's CSP allows exactly these
 * frame hosts (`VIDEO_FRAME_ORIGINS`).
 */
export type VideoProvider = "youtube" | "vimeo" | "rutube";

export type VideoLink = {
  readonly provider: VideoProvider;
  readonly id: string;
  /** Vimeo's private-link hash (`vimeo.com/123/abcdef`), else absent. */
  readonly hash?: string;
};

export const VIDEO_PROVIDER_NAMES: Readonly<Record<VideoProvider, string>> = {
  youtube: "YouTube",
  vimeo: "Vimeo",
  rutube: "RuTube",
};

export const VIDEO_FRAME_ORIGINS: ReadonlyArray<string> = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://rutube.ru",
];

const PREFIX = /^(?:https?:\/\/)?(?:www\.|m\.)?/i;
const YOUTUBE_ID = "([A-Za-z0-9_-]{11})";
const YOUTUBE = [
  new RegExp(`^youtube\\.com/watch\\?(?:[^#]*&)?v=${YOUTUBE_ID}(?:[&#].*)?$`, "i"),
  new RegExp(`^youtu\\.be/${YOUTUBE_ID}(?:[?#].*)?$`, "i"),
  new RegExp(`^(?:youtube|youtube-nocookie)\\.com/(?:embed|shorts|live|v)/${YOUTUBE_ID}(?:[/?#].*)?$`, "i"),
];
const VIMEO = [
  /^vimeo\.com\/(?:channels\/[\w-]+\/|groups\/[\w-]+\/videos\/)?(\d{1,12})(?:\/([0-9a-f]{6,20}))?\/?(?:[?#].*)?$/i,
  /^player\.vimeo\.com\/video\/(\d{1,12})\/?(?:\?(?:[^#]*&)?h=([0-9a-f]{6,20}))?(?:[&#].*)?$/i,
];
const RUTUBE = /^rutube\.ru\/(?:video|play\/embed|shorts)\/([0-9a-f]{32})\/?(?:[?#].*)?$/i;

/** The video a link names, or undefined when it is not a YouTube, Vimeo or RuTube video address. */
export const parseVideoLink = (link: string): VideoLink | undefined => {
  const address = link.trim().replace(PREFIX, "");
  if (/\s/.test(address)) return undefined;
  for (const pattern of YOUTUBE) {
    const match = pattern.exec(address);
    if (match?.[1] !== undefined) return { provider: "youtube", id: match[1] };
  }
  for (const pattern of VIMEO) {
    const match = pattern.exec(address);
    if (match?.[1] !== undefined)
      return match[2] === undefined
        ? { provider: "vimeo", id: match[1] }
        : { provider: "vimeo", id: match[1], hash: match[2].toLowerCase() };
  }
  const rutube = RUTUBE.exec(address);
  return rutube?.[1] === undefined ? undefined : { provider: "rutube", id: rutube[1].toLowerCase() };
};

/**
 * What is wrong with a video block's link, or undefined: an empty link is no problem here (the block
 * may hold a file), one that names no YouTube, Vimeo or RuTube video is. The publish checks
 * (course-checks.ts) and the field, as soon as the author leaves it (issue #29), both ask this.
 */
export const videoLinkProblem = (link: string): string | undefined =>
  link.trim() === "" || parseVideoLink(link) !== undefined ? undefined : CONTENT_MESSAGES.videoLinkUnknown;

/** The player's address for the embed frame. */
export const videoEmbedUrl = (video: VideoLink): string => {
  switch (video.provider) {
    case "youtube":
      return `https://www.youtube-nocookie.com/embed/${video.id}`;
    case "vimeo":
      return `https://player.vimeo.com/video/${video.id}?dnt=1${video.hash === undefined ? "" : `&h=${video.hash}`}`;
    case "rutube":
      return `https://rutube.ru/play/embed/${video.id}`;
    default: {
      const never: never = video.provider;
      return never;
    }
  }
};
