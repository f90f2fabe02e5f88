import type { FrameWords } from "../schema.ts";
import file from "../frame.json" with { type: "json" };

export const frame: FrameWords = file.en;
