import { Icon } from "./icon";

export type AvatarSize = 124 | 100 | 55 | 40;

type Props = {
  readonly picture: string | null | undefined;
  readonly name: string;
  readonly size?: AvatarSize;
  /** Only the image, without the name beside it. */
  readonly imageOnly?: boolean;
};

/**
 * SPEC §2 avatar: the picture, or a placeholder icon; the name unless only the image is asked for.
 * Without a name the image is decorative: the link or button around it carries the label.
 */
export const Avatar = ({ picture, name, size = 55, imageOnly = false }: Props) => {
  const labelled = imageOnly && name !== "";
  return (
    <span className="avatar">
      {picture !== null && picture !== undefined && picture !== "" ? (
        <img
          className="avatar-image"
          src={picture}
          alt={labelled ? name : ""}
          width={size}
          height={size}
          style={{ width: size, height: size }}
        />
      ) : (
        <span
          className="avatar-placeholder"
          style={{ width: size, height: size }}
          role={labelled ? "img" : undefined}
          aria-label={labelled ? name : undefined}
          aria-hidden={labelled ? undefined : true}
        >
          <Icon name="user" size={Math.round(size * 0.5)} />
        </span>
      )}
      {!imageOnly && name !== "" && <span className="avatar-name">{name}</span>}
    </span>
  );
};
