import { NOTIFICATIONS_SOCKET_PATH, SOCKET_RETRY_ATTEMPTS, SOCKET_RETRY_DELAY_MS, type Notification, type SocketMessage } from '@cadence/contracts';

/** connecting: opening or retrying; open: pushes arrive; offline: gave up until reconnect(). */
export type SocketState = 'connecting' | 'open' | 'offline';

export interface NotificationSocketOptions {
  /** A fresh single-use ticket for each attempt (POST /api/notifications/ws/ticket). */
  getTicket: () => Promise<string>;
  onNotification: (notification: Notification) => void;
  onState: (state: SocketState) => void;
  /** Called when the socket opens again after having been open: pushes may have been missed. */
  onResumed: () => void;
  /** ws:// or wss:// and host; the page's own by default. */
  origin?: string;
  retries?: number;
  retryDelayMs?: number;
}

function pageOrigin(): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}`;
}

function parse(data: unknown): SocketMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const message = JSON.parse(data) as SocketMessage;
    return message.type === 'notification' && typeof message.data?.id === 'number' ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The notifications socket of SPEC §7/§9: on a failed attempt or a lost connection it tries
 * again up to 5 times, 1 s apart, then reports offline until `reconnect()`. Each attempt
 * asks for a new ticket (they are single-use).
 */
export class NotificationSocket {
  private socket: WebSocket | undefined;
  private timer: number | undefined;
  private failures = 0;
  private wasOpen = false;
  private stopped = true;
  private state: SocketState = 'offline';

  constructor(private readonly options: NotificationSocketOptions) {}

  get current(): SocketState {
    return this.state;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.failures = 0;
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    window.clearTimeout(this.timer);
    this.timer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    socket?.close(1000, 'done');
  }

  /** The offline panel's Reconnect button: a fresh round of attempts. */
  reconnect(): void {
    if (this.stopped || this.state !== 'offline') return;
    this.failures = 0;
    void this.connect();
  }

  private setState(state: SocketState): void {
    if (this.state === state) return;
    this.state = state;
    this.options.onState(state);
  }

  private async connect(): Promise<void> {
    this.setState('connecting');
    let ticket: string;
    try {
      ticket = await this.options.getTicket();
    } catch {
      this.failed();
      return;
    }
    if (this.stopped) return;
    const url = `${this.options.origin ?? pageOrigin()}${NOTIFICATIONS_SOCKET_PATH}?ticket=${encodeURIComponent(ticket)}`;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.addEventListener('open', () => {
      if (socket !== this.socket) return;
      this.failures = 0;
      this.setState('open');
      if (this.wasOpen) this.options.onResumed();
      this.wasOpen = true;
    });
    socket.addEventListener('message', (event: MessageEvent) => {
      const message = parse(event.data);
      if (message) this.options.onNotification(message.data);
    });
    socket.addEventListener('close', () => {
      if (socket !== this.socket) return;
      this.socket = undefined;
      this.failed();
    });
  }

  private failed(): void {
    if (this.stopped) return;
    const retries = this.options.retries ?? SOCKET_RETRY_ATTEMPTS;
    if (this.failures >= retries) {
      this.setState('offline');
      return;
    }
    this.failures += 1;
    this.setState('connecting');
    this.timer = window.setTimeout(() => void this.connect(), this.options.retryDelayMs ?? SOCKET_RETRY_DELAY_MS);
  }
}
