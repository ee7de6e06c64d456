export type SizeName = 'default' | 'large';

export type BenchSize = { name: SizeName; label: string; docs: number; posts: number };

export const SIZES: Record<SizeName, BenchSize> = {
  default: { name: 'default', label: '1000+100', docs: 1000, posts: 100 },
  large: { name: 'large', label: '10000+1000', docs: 10_000, posts: 1000 },
};
