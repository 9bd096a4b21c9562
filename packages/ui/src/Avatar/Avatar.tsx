import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { styled } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';
import { getInitials } from '../format';
import { DefaultAvatar } from './DefaultAvatar';

export const avatarVariants = defineVariants(
  'avatar',
  { size: ['sm', 'md', 'lg'] },
  { size: 'md' },
);

export type AvatarSize = NonNullable<VariantProps<typeof avatarVariants>['size']>;

export type AvatarProps = Omit<ComponentPropsWithoutRef<typeof AvatarPrimitive.Root>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    /** The photo. While it loads, or when it fails, the initials (or the default picture) show. */
    src?: string;
    /** The person's name: the source of the initials and, without `alt`, the accessible name. */
    name?: string;
    /** Accessible name when it should differ from `name`; `alt=""` marks the avatar decorative. */
    alt?: string;
  };

const StyledAvatar = styled(AvatarPrimitive.Root)`
  --avatar-size: var(--space-8);
  --avatar-font-size: var(--font-size-sm);

  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  overflow: hidden;
  width: var(--avatar-size);
  height: var(--avatar-size);
  border-radius: var(--radius-full);
  background: var(--color-muted);
  color: var(--color-muted-foreground);
  font-size: var(--avatar-font-size);
  user-select: none;

  &[data-size='sm'] {
    --avatar-size: var(--space-6);
    --avatar-font-size: var(--font-size-xs);
  }

  &[data-size='lg'] {
    --avatar-size: var(--space-10);
    --avatar-font-size: var(--font-size-base);
  }
`;

const StyledImage = styled(AvatarPrimitive.Image)`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const StyledFallback = styled(AvatarPrimitive.Fallback)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  font-weight: var(--font-weight-medium);
  line-height: 1;

  & svg {
    width: 100%;
    height: 100%;
  }
`;

/**
 * A person as a small round picture: the photo once it has loaded, else the initials of the name,
 * else a bundled silhouette. The whole avatar is one `img` named by `alt` or `name`, so a screen
 * reader hears the person, not "M M"; without either it is decorative.
 */
export const Avatar = forwardRef<ComponentRef<typeof AvatarPrimitive.Root>, AvatarProps>(
  function Avatar({ src, name, alt, size, className, ...props }, ref) {
    const trimmedName = name?.trim();
    const accessibleName = alt ?? trimmedName;

    return (
      <StyledAvatar
        ref={ref}
        role={accessibleName ? 'img' : undefined}
        aria-label={accessibleName || undefined}
        aria-hidden={accessibleName ? undefined : true}
        data-slot="avatar"
        className={cx(avatarVariants({ size }), className)}
        {...avatarVariants.dataAttributes({ size })}
        {...props}
      >
        {/* The name is on the avatar; the picture itself adds nothing for a screen reader. */}
        {src ? <StyledImage src={src} alt="" data-slot="avatar-image" /> : null}
        <StyledFallback data-slot="avatar-fallback">
          {trimmedName ? getInitials(trimmedName) : <DefaultAvatar data-slot="avatar-default" />}
        </StyledFallback>
      </StyledAvatar>
    );
  },
);
