import type { Guard } from '@/lib/routeTable';

export interface RealtimeSettings {
  key: string;
  wsHost: string | null;
  wsPort: number;
  enabled: boolean;
}

export interface SharedProps {
  appName: string;
  locale: string;
  realtime: RealtimeSettings;
  route: { name: string; guard: Guard; params: Record<string, string> } | null;
}

declare module '@inertiajs/core' {
  export interface InertiaConfig {
    sharedPageProps: SharedProps;
  }
}
