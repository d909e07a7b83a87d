import type { TSchema } from 'typebox';
import type { AccountType } from './account-types';

/** A media item as the rules see it (from the media library's metadata). */
export interface MediaFacts {
  kind: 'image' | 'video' | 'gif';
  /** The file's name in the media library, to say which item a problem is about. */
  name?: string;
  mimeType: string;
  sizeBytes: number;
  width?: number;
  height?: number;
  durationSeconds?: number;
}

/** What one network accepts, from its documentation; the composer and the adapters read the same rules. */
export interface NetworkRules {
  accountType: AccountType;
  /** The network's name as people know it. */
  label: string;
  /** Longest text, counted as the network counts it (graphemes for Bluesky, weighted for X). */
  maxTextLength: number;
  /** How the text is counted (`emoji-bytes`: graphemes, an emoji counting its UTF-8 bytes, as Threads counts). */
  textCounting: 'characters' | 'graphemes' | 'twitter-weighted' | 'emoji-bytes';
  /** Longest text in bytes of UTF-8, where the network also limits that (Bluesky 3,000; YouTube descriptions 5,000). */
  maxTextBytes?: number;
  /** Whether a post may be text only. */
  textOnlyAllowed: boolean;
  /** Whether a post needs at least one media item (Instagram, TikTok, YouTube, Pinterest). */
  mediaRequired: boolean;
  maxMediaCount: number;
  /** Whether images and videos may be mixed in one post. */
  mixedMediaAllowed: boolean;
  image: { mimeTypes: readonly string[]; maxBytes: number; minAspect?: number; maxAspect?: number } | null;
  /** Animated GIFs, where the network limits them apart from images (X: one GIF of 15 MB, alone). */
  gif?: { mimeTypes: readonly string[]; maxBytes: number; maxCount: number };
  video: {
    mimeTypes: readonly string[];
    maxBytes: number;
    minSeconds?: number;
    maxSeconds: number;
    minAspect?: number;
    maxAspect?: number;
    /** Videos per post. */
    maxCount: number;
  } | null;
  /** Whether the network has a first comment (or a reply that plays that part). */
  firstComment: boolean;
  /** Whether the text may be split into a thread of several posts. */
  threads: boolean;
  /** The network's own settings for a post (YouTube title and privacy, Pinterest board, WordPress title...). */
  settings: TSchema;
  /**
   * Why the network forbids an app to add a brand name, logo or watermark to what it publishes
   * there (TikTok's content sharing guidelines); absent where the brand watermark may be drawn.
   */
  brandMarkRefused?: string;
  /** Documentation the rules come from. */
  docs: string;
}

/** What one account will publish: the post's text and media, or this network's override of them. */
export interface TargetContent {
  text: string;
  media: readonly MediaFacts[];
  firstComment?: string;
  /** Follow-up posts of a thread (X, Bluesky), after `text`. */
  thread?: readonly string[];
  /** Validated against the network's `settings` schema. */
  settings: Record<string, unknown>;
}

/** One problem with a post for one network; `field` names where the composer shows it. */
export interface ValidationIssue {
  field: 'text' | 'media' | 'settings' | 'firstComment';
  code: string;
  message: string;
  /** Values for the translated message ({{max}}, {{count}}...). */
  params?: Record<string, string | number>;
}
