/** The part of @rails/actioncable (which ships no types) this app uses. */
declare module '@rails/actioncable' {
  export interface SubscriptionMixin {
    connected?(details?: { reconnected: boolean }): void;
    disconnected?(details?: { willAttemptReconnect: boolean }): void;
    rejected?(): void;
    received?(message: unknown): void;
    initialized?(): void;
  }
  export interface Subscription {
    identifier: string;
    perform(action: string, data?: Record<string, unknown>): boolean;
    send(data: Record<string, unknown>): boolean;
    unsubscribe(): Subscription;
  }
  export interface Subscriptions {
    subscriptions: Subscription[];
    create(channel: string | Record<string, unknown>, mixin?: SubscriptionMixin): Subscription;
  }
  export interface Connection {
    isOpen(): boolean;
    isActive(): boolean;
    webSocket?: WebSocket;
    close(options?: { allowReconnect: boolean }): void;
    reopen(): void;
  }
  export interface Consumer {
    url: string;
    subscriptions: Subscriptions;
    connection: Connection;
    connect(): boolean;
    disconnect(): void;
    send(data: unknown): boolean;
  }
  export const adapters: { WebSocket: typeof WebSocket | undefined; logger: Console | undefined };
  export const logger: { enabled: boolean };
  export const INTERNAL: { protocols: string[]; message_types: Record<string, string> };
  export function createConsumer(url?: string | (() => string)): Consumer;
}
