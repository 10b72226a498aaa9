/** A drawn harbour scene, so the cropper and avatar demos need no network. */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600" viewBox="0 0 900 600">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7cc4f0"/><stop offset="1" stop-color="#dff1fb"/></linearGradient></defs>
<rect width="900" height="600" fill="url(#s)"/><circle cx="700" cy="140" r="60" fill="#ffd166"/>
<path d="M0 380 L180 250 L320 360 L470 220 L650 370 L900 260 L900 600 L0 600Z" fill="#5b8a72"/>
<rect y="400" width="900" height="200" fill="#0088dd"/><path d="M0 430 Q225 410 450 430 T900 430 V440 Q675 420 450 440 T0 440Z" fill="#ffffff" opacity="0.5"/>
<path d="M330 470 L570 470 L540 510 L360 510Z" fill="#1d2433"/><path d="M450 300 L450 465 L540 465Z" fill="#ffffff"/><rect x="446" y="290" width="6" height="180" fill="#1d2433"/>
</svg>`;

export const DEMO_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
