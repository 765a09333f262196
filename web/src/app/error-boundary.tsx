import { Component, type ReactNode } from "react";
import { FailurePage } from "../features/errors/failure-page";
import { tapFailure } from "../lib/qa/read-tap";

type State = { readonly failed: boolean };

/** A rendering failure shows the failure page instead of a blank screen (SPEC §8). */
export class ErrorBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
    // Issue #33: the failure page's log ends with what failed.
    tapFailure(error instanceof Error ? error.message : String(error), false);
  }

  override render(): ReactNode {
    return this.state.failed ? <FailurePage /> : this.props.children;
  }
}
