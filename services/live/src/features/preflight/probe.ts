import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { MeasuredStream } from './preflight';

const run = promisify(execFile);

interface ProbeStream {
  index: number;
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
}

interface ProbePacket {
  stream_index: number;
  pts_time?: string;
  dts_time?: string;
  size?: string;
  flags?: string;
}

export interface ProbeOutput {
  streams?: ProbeStream[];
  packets?: ProbePacket[];
}

function rate(value: string | undefined): number | null {
  if (!value) return null;
  const [num, den] = value.split('/').map(Number);
  if (!num || !Number.isFinite(num)) return null;
  const result = den ? num / den : num;
  return Number.isFinite(result) && result > 0 ? Math.round(result * 100) / 100 : null;
}

const time = (packet: ProbePacket) => Number(packet.pts_time ?? packet.dts_time ?? Number.NaN);

/** The bitrate of one stream's packets over the time they span, in kbps. */
function bitrate(packets: ProbePacket[], fps: number | null): number | null {
  const times = packets.map(time).filter(Number.isFinite);
  if (times.length < 2) return null;
  const span = Math.max(...times) - Math.min(...times) + (fps ? 1 / fps : 0);
  if (span <= 0) return null;
  const bytes = packets.reduce((sum, packet) => sum + Number(packet.size ?? 0), 0);
  return Math.round((bytes * 8) / span / 1000);
}

/** The longest gap between two keyframes seen (null with fewer than two keyframes). */
function keyframeInterval(packets: ProbePacket[]): number | null {
  const keys = packets
    .filter((packet) => packet.flags?.startsWith('K'))
    .map(time)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  if (keys.length < 2) return null;
  let longest = 0;
  for (let index = 1; index < keys.length; index++) longest = Math.max(longest, (keys[index] as number) - (keys[index - 1] as number));
  return Math.round(longest * 100) / 100;
}

/** The measured stream from ffprobe's JSON (-show_streams -show_packets). */
export function measureProbe(output: ProbeOutput): MeasuredStream {
  const streams = output.streams ?? [];
  const packets = output.packets ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video');
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  const fps = rate(video?.avg_frame_rate) ?? rate(video?.r_frame_rate);
  const videoPackets = video ? packets.filter((packet) => packet.stream_index === video.index) : [];
  const audioPackets = audio ? packets.filter((packet) => packet.stream_index === audio.index) : [];
  return {
    videoCodec: video?.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
    width: video?.width ?? null,
    height: video?.height ?? null,
    fps,
    keyframeSeconds: keyframeInterval(videoPackets),
    videoKbps: bitrate(videoPackets, fps),
    audioKbps: bitrate(audioPackets, null),
  };
}

export interface ProbeOptions {
  /** How many seconds of the stream to read: at least two keyframe intervals (default 8). */
  seconds?: number;
  ffprobePath?: string;
  /** Longest the probe may take, in milliseconds. */
  timeoutMs?: number;
}

/**
 * Measures a stream (the ingest's RTMP URL, or a file) with ffprobe: codecs, size, frame rate,
 * the longest keyframe gap and the bitrates over the first `seconds`.
 */
export async function probeStream(input: string, options: ProbeOptions = {}): Promise<MeasuredStream> {
  const seconds = options.seconds ?? 8;
  const { stdout } = await run(
    options.ffprobePath ?? 'ffprobe',
    [
      '-v',
      'error',
      '-read_intervals',
      `%+${seconds}`,
      '-show_entries',
      'stream=index,codec_type,codec_name,width,height,avg_frame_rate,r_frame_rate:packet=stream_index,pts_time,dts_time,size,flags',
      '-of',
      'json',
      input,
    ],
    {
      timeout: options.timeoutMs ?? (seconds + 15) * 1000,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return measureProbe(JSON.parse(stdout) as ProbeOutput);
}
