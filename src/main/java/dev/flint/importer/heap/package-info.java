/** V8 sampling heap profiles ({@code .heapprofile}: Node's --heap-prof, DevTools' allocation sampling). */
package dev.flint.importer.heap;
