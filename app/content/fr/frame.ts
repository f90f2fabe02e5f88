/** The French words of the frame around every page (header, menu, footer, errors): edit ../frame.json. */
import type { FrameWords } from "../schema.ts";
import file from "../frame.json" with { type: "json" };

export const frame: FrameWords = file.fr;
