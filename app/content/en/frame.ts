/** The English words of the frame around every page (header, menu, footer, errors): edit frame.json. */
import type { FrameWords } from "../schema.ts";
import words from "./frame.json" with { type: "json" };

export const frame: FrameWords = words;
