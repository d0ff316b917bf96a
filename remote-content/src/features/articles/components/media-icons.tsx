import type { SVGProps } from 'react';

type P = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };
const base = (size: number) => ({ width: size, height: size, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false }) as const;

export const PlayIcon = ({ size = 20, ...rest }: P) => (
  <svg {...base(size)} fill="currentColor" {...rest}>
    <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5z" />
  </svg>
);

export const PauseIcon = ({ size = 20, ...rest }: P) => (
  <svg {...base(size)} fill="currentColor" {...rest}>
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </svg>
);

export const VolumeIcon = ({ size = 20, ...rest }: P) => (
  <svg {...base(size)} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" {...rest}>
    <path d="M11 5 6 9H2v6h4l5 4z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />
  </svg>
);

export const MutedIcon = ({ size = 20, ...rest }: P) => (
  <svg {...base(size)} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" {...rest}>
    <path d="M11 5 6 9H2v6h4l5 4z" />
    <path d="m22 9-6 6M16 9l6 6" />
  </svg>
);
