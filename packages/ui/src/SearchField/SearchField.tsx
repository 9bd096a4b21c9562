import { forwardRef } from 'react';
import { Search } from 'lucide-react';
import { styled } from 'styled-components';
import { Input, type InputProps } from '../Input';

export type SearchFieldProps = Omit<InputProps, 'type'> & {
  /** The field's accessible name ('Kunden durchsuchen'); there is no visible label. */
  'aria-label': string;
};

// In a toolbar row it starts at 16rem and grows to 24rem; wider would only hold empty space.
const Root = styled.div`
  position: relative;
  flex: 1 1 16rem;
  max-width: 24rem;

  & > svg {
    position: absolute;
    top: 50%;
    left: var(--space-3);
    width: var(--size-icon);
    height: var(--size-icon);
    color: var(--color-muted-foreground);
    transform: translateY(-50%);
    pointer-events: none;
  }

  & > input {
    padding-left: calc(var(--space-8) + var(--space-1));
  }
`;

/**
 * The search field of a list's toolbar: an `Input type="search"` with a magnifier in front, named
 * by `aria-label` (the toolbar has no room for a label; the placeholder only hints). The ref and
 * every other attribute go to the input. In a flex row it takes 16rem and grows to 24rem.
 */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(
  function SearchField(props, ref) {
    return (
      <Root data-slot="search-field">
        <Search aria-hidden />
        <Input ref={ref} type="search" {...props} />
      </Root>
    );
  },
);
