import { parseVideoLink, videoEmbedUrl, VIDEO_PROVIDER_NAMES } from "@app/domain/course/video-link";

/**
 * A YouTube, Vimeo or RuTube video by its link (issue #20): the provider's privacy-friendly player in
 * a sandboxed frame (scripts for the player, its own origin for its storage, fullscreen; no top
 * navigation, no forms); the CSP's frame-src allows these three hosts only. Nothing for an unknown link.
 */
export const VideoEmbed = ({ link, title }: { readonly link: string; readonly title: string }) => {
  const video = parseVideoLink(link);
  if (video === undefined) return null;
  return (
    <iframe
      className="block-embed"
      src={videoEmbedUrl(video)}
      title={title === "" ? VIDEO_PROVIDER_NAMES[video.provider] : title}
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      allow="fullscreen; picture-in-picture; encrypted-media"
      referrerPolicy="strict-origin-when-cross-origin"
      loading="lazy"
    />
  );
};
