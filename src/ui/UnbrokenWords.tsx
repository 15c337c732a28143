import { Fragment } from 'react';

/**
 * Text that wraps only at spaces: a code such as 'LST-100038' or a date
 * '2026-11-24' is never cut at its hyphen, where browsers would otherwise
 * break a line.
 */
export function UnbrokenWords({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\s+)/).map((part, i) =>
        part.includes('-') ? (
          <span key={i} className="nowrap">
            {part}
          </span>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
