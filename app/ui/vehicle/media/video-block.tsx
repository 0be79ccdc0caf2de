import { useState } from "react";
import type { VehicleVideo } from "~/domain/vehicle/video";

/**
 * The vehicle's video (spec 01 §2 'video'): a file plays in place; a YouTube
 * or Vimeo player loads only when the shopper presses play, so no
 * third-party code runs on page load.
 */
export function VideoBlock({
  video,
  title,
  poster,
}: {
  video: VehicleVideo;
  title: string;
  /** Shown until a file video plays (it is not fetched before). */ poster?: string;
}) {
  const [playing, setPlaying] = useState(false);
  return (
    <section className="panel video" aria-labelledby="video-heading">
      <h2 id="video-heading" className="panel__title">
        Video
      </h2>
      {video.kind === "file" ? (
        <video className="video__frame" controls preload="none" playsInline poster={poster}>
          <source src={video.url} />
          <a href={video.url}>Watch the video of the {title}</a>
        </video>
      ) : video.kind === "link" ? (
        <p>
          <a href={video.url} target="_blank" rel="noopener noreferrer">
            Watch the video of the {title} (opens in a new tab)
          </a>
        </p>
      ) : playing ? (
        <iframe
          className="video__frame"
          src={video.embedUrl}
          title={`Video of the ${title}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          loading="lazy"
        />
      ) : (
        <button type="button" className="video__facade" onClick={() => setPlaying(true)}>
          {video.kind === "youtube" ? <img src={video.thumbnailUrl} alt="" width={480} height={360} loading="lazy" /> : null}
          <span className="video__play" aria-hidden="true">
            ▶
          </span>
          <span className="video__label">{`Play the video of the ${title}`}</span>
        </button>
      )}
    </section>
  );
}
