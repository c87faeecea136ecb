import type { SharedProps } from './shared';

export type { RealtimeSettings, SharedProps } from './shared';

declare module '@inertiajs/core' {
  export interface InertiaConfig {
    sharedPageProps: SharedProps;
  }
}
