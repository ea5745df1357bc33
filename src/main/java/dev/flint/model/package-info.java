/**
 * The profile model every other layer reads: a {@link dev.flint.model.Profile} of
 * {@link dev.flint.model.ProfileThread}s, each a handful of columnar tables (strings, libs, resources,
 * funcs, frames, stacks, samples, trace events, line hits) indexed by int. Importers fill a thread through
 * {@link dev.flint.model.ThreadBuilder}; growable columns ({@link dev.flint.model.GrowableColumn}:
 * {@link dev.flint.model.IntColumn}, {@link dev.flint.model.LongColumn}, {@link dev.flint.model.DoubleColumn})
 * and primitive maps ({@link dev.flint.model.LongIntMap}, for int keys too, and
 * {@link dev.flint.model.BytesIntMap} for text importers that intern raw bytes) serve every layer that
 * builds tables. JDK only.
 */
package dev.flint.model;
