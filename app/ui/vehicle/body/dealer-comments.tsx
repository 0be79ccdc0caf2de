import { useId, useState } from "react";
import { paragraphs, type DealerComments as Comments } from "~/domain/vehicle/dealer-comments";

/** Spec 01 §4: "Dealer comments expand or collapse beyond 400 characters", else the pending text. */
export function DealerComments({ comments }: { comments: Comments }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (comments.kind === "pending") return <p className="comments comments--pending">{comments.text}</p>;
  const text = comments.kind === "long" && !expanded ? comments.preview : comments.text;
  return (
    <div className="comments">
      <div id={id} className="comments__text">
        {paragraphs(text).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {comments.kind === "long" ? (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? "Read Less" : "Read More"}
        </button>
      ) : null}
    </div>
  );
}
