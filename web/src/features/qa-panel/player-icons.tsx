/** The player's icons, drawn (the fonts of many systems lack ⏮ and ⏭). Decorative: each button has its own name. */
const Icon = ({ d }: { readonly d: string }) => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d={d} fill="currentColor" />
  </svg>
);

export const ToStartIcon = () => <Icon d="M3 2h2v12H3zM14 2v12L6 8z" />;
export const BackIcon = () => <Icon d="M12 2v12L4 8z" />;
export const ForwardIcon = () => <Icon d="M4 2v12l8-6z" />;
export const ToEndIcon = () => <Icon d="M11 2h2v12h-2zM2 2v12l8-6z" />;
