// A small Go workload for runtime/pprof: a CPU profile of two goroutines and a heap profile.
package main

import (
	"crypto/sha256"
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
	"sort"
	"sync"
	"time"
)

var sink uint64

func hashLoop(deadline time.Time) {
	data := make([]byte, 4096)
	for time.Now().Before(deadline) {
		sum := sha256.Sum256(data)
		data[0] = sum[0]
		sink += uint64(sum[1])
	}
}

func sortLoop(deadline time.Time) {
	for time.Now().Before(deadline) {
		values := make([]int, 5000)
		for i := range values {
			values[i] = (i * 7919) % 5003
		}
		sort.Ints(values)
		sink += uint64(values[0])
	}
}

var kept [][]byte

func allocate() {
	for i := 0; i < 2000; i++ {
		kept = append(kept, make([]byte, 1024+i%512))
	}
}

func main() {
	cpu, err := os.Create(os.Args[1])
	if err != nil {
		panic(err)
	}
	pprof.StartCPUProfile(cpu)
	deadline := time.Now().Add(1500 * time.Millisecond)
	var wait sync.WaitGroup
	wait.Add(2)
	go func() { defer wait.Done(); hashLoop(deadline) }()
	go func() { defer wait.Done(); sortLoop(deadline) }()
	wait.Wait()
	pprof.StopCPUProfile()
	cpu.Close()

	runtime.MemProfileRate = 4096
	allocate()
	runtime.GC()
	heap, err := os.Create(os.Args[2])
	if err != nil {
		panic(err)
	}
	pprof.WriteHeapProfile(heap)
	heap.Close()
	fmt.Println(sink, len(kept))
}
