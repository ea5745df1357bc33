/**
 * Benchmarks: main classes that print figures, run after {@code mvn -q -DskipTests package} with
 * {@code java -cp 'target/flint.jar:target/flint-bench.jar:target/lib/*:target/bench-lib/*' dev.flint.bench.NAME}. Performance is measured here, never in timed
 * unit tests. No JavaFX (the UI's benchmarks live in {@code dev.flint.ui.bench}).
 */
package dev.flint.bench;
