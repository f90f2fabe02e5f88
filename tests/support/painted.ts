/**
 * Colours as the browser painted them, read from screenshots, and WCAG's contrast between two.
 * What a visitor sees, whatever the CSS says: a ring drawn behind another element, a colour
 * blended by transparency or covered by an image counts as painted.
 */
import { PNG } from "pngjs";

export type Rgb = readonly [number, number, number];

/** A colour of brand.ts as the browser computes it, e.g. "rgb(15, 118, 110)". */
export function computed(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** A box in CSS pixels of the viewport, as getBoundingClientRect gives it. */
export type Box = Pick<DOMRect, "x" | "y" | "width" | "height">;

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG 2 contrast ratio, from 1 (the same) to 21 (black on white). */
export function contrast(one: Rgb, other: Rgb): number {
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

type Picture = ReturnType<typeof picture>;

export function picture(png: Buffer) {
  const { width, height, data } = PNG.sync.read(png);
  return {
    width,
    height,
    /** The colour at (x, y) in device pixels. */
    at(x: number, y: number): Rgb {
      const offset = (Math.round(y) * width + Math.round(x)) * 4;
      return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
    },
  };
}

/**
 * How much of a focus indicator a visitor can see, as WCAG 2.2 measures it (2.4.13): the device
 * pixels around and inside `box` (to `reach` CSS pixels out) whose colour changed by at least
 * 3:1 between `unfocused` and `focused`, and the least of them WCAG asks: twice the box's
 * perimeter, a 2 px thick outline all round.
 */
export function focusIndicator(
  unfocused: Picture,
  focused: Picture,
  box: Box,
  scale: number,
  reach = 8,
): { visible: number; required: number } {
  const left = Math.max(0, Math.floor((box.x - reach) * scale));
  const top = Math.max(0, Math.floor((box.y - reach) * scale));
  const right = Math.min(focused.width, Math.ceil((box.x + box.width + reach) * scale));
  const bottom = Math.min(focused.height, Math.ceil((box.y + box.height + reach) * scale));
  let visible = 0;
  for (let y = top; y < bottom; y += 1)
    for (let x = left; x < right; x += 1)
      if (contrast(unfocused.at(x, y), focused.at(x, y)) >= 3) visible += 1;
  return { visible, required: 2 * 2 * (box.width + box.height) * scale * scale };
}
