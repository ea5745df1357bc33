/** The layering test: a scan of the source tree for the rules DESIGN.md's layer table sets. */
package dev.flint.layering;
