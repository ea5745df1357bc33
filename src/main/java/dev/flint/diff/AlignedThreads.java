package dev.flint.diff;

import dev.flint.model.ProfileThread;

/**
 * Two threads that number their funcs and resources alike: func {@code f} of {@link #base} is the same
 * function (same name and resource, by {@link UrlOrigins}' rule) as func {@code f} of {@link #compare},
 * whichever side it is sampled in. Call node paths, and so every transform, mean the same on both sides.
 * Each thread names a func that only the other side samples too, so a transform may name it.
 *
 * @param urlsWithoutOrigin whether URLs were matched without scheme and authority (the origins differ)
 */
public record AlignedThreads(ProfileThread base, ProfileThread compare, boolean urlsWithoutOrigin) {}
