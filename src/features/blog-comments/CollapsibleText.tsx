import { Button } from 'primereact/button';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { COLLAPSED_ROWS, READ_MORE } from '../../../domain/comment';

const LINE_HEIGHT = 1.5;
const TEXT_STYLE: CSSProperties = { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: LINE_HEIGHT };
const CLAMPED_STYLE: CSSProperties = {
  ...TEXT_STYLE,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: COLLAPSED_ROWS,
  overflow: 'hidden',
};

/** Where nothing is laid out (no ResizeObserver): a text of more than 4 lines, or of about 4 lines of a narrow column. */
const ROUGH_ROW_CHARS = 45;
const looksLong = (text: string) => text.split('\n').length > COLLAPSED_ROWS || text.length > COLLAPSED_ROWS * ROUGH_ROW_CHARS;

/** Whether the clamped text hides something, measured whenever its box changes size; null until measured. */
function useOverflow(text: string) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [measured, setMeasured] = useState<{ text: string; isOverflowing: boolean } | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setMeasured({ text, isOverflowing: element.scrollHeight > element.clientHeight + 1 }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);
  const isOverflowing = measured && measured.text === text ? measured.isOverflowing : looksLong(text);
  return { ref, isOverflowing };
}

/** A comment's text collapsed to 4 rows, with 'Read More' when it holds more (§2). */
export function CollapsibleText({ id, text }: { id: string; text: string }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const { ref, isOverflowing } = useOverflow(text);
  return (
    <div>
      <p id={id} ref={ref} style={isExpanded ? TEXT_STYLE : CLAMPED_STYLE}>
        {text}
      </p>
      {(isOverflowing || isExpanded) && (
        <Button
          type="button"
          link
          size="small"
          className="p-0"
          label={isExpanded ? 'Show Less' : READ_MORE}
          aria-expanded={isExpanded}
          aria-controls={id}
          onClick={() => setIsExpanded((v) => !v)}
        />
      )}
    </div>
  );
}
