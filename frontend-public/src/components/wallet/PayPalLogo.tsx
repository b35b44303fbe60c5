// PayPal's wordmark drawn locally (no image from PayPal's servers): "Pay" in PayPal's dark blue,
// "Pal" in its light blue, bold italic, like the mark on PayPal's own buttons.
interface PayPalLogoProps {
  /** Height in pixels; the width follows. */
  height?: number;
  /** The accessible name; omit to hide the logo from assistive technology (e.g. in a button). */
  title?: string;
}

export function PayPalLogo({ height = 20, title }: PayPalLogoProps) {
  const width = (height * 74) / 20;
  return (
    <svg
      width={width}
      height={height}
      viewBox="0 0 74 20"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {title && <title>{title}</title>}
      <text
        x="0"
        y="16"
        fontFamily="Verdana, Arial, Helvetica, sans-serif"
        fontSize="17"
        fontStyle="italic"
        fontWeight="700"
      >
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    </svg>
  );
}
