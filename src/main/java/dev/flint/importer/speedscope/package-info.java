/** speedscope's file format (https://www.speedscope.app/file-format-schema.json): sampled and evented profiles. */
package dev.flint.importer.speedscope;
