/** How close the picker looks at a chosen place (kept apart from point-picker.tsx, which is a lazy chunk). */
export const PICKED_ZOOM = 16;
