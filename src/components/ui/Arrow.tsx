import { cn } from '~/lib/cn';

/**
 * The decorative arrow beside a link's label: "→" leads on (forward), "←" leads back. Right to
 * left, forward is leftwards, so the glyph is mirrored there (Unicode arrows are not mirrored by
 * the bidi algorithm). Left to right nothing changes: the span stays inline, as it always was.
 * Keep spaces outside the span, or the mirror moves them to the other side of the arrow.
 */
export function Arrow({ back = false, className }: { back?: boolean; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('rtl:inline-block rtl:-scale-x-100', className)}>
      {back ? '←' : '→'}
    </span>
  );
}
