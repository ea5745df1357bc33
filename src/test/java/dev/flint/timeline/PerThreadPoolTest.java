package dev.flint.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.flint.model.ProfileThread;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class PerThreadPoolTest {
    @Test
    void resultsComeBackInTaskOrder() {
        List<Integer> squares = PerThreadPool.map(200, i -> {
            if (i % 7 == 0) Thread.onSpinWait(); // uneven tasks finish out of order
            return i * i;
        });
        for (int i = 0; i < 200; i++) assertEquals(i * i, squares.get(i));
    }

    @Test
    void everyTaskRunsExactlyOnce() {
        List<Integer> seen = Collections.synchronizedList(new ArrayList<>());
        PerThreadPool.map(1000, i -> seen.add(i));
        assertEquals(1000, seen.size());
        assertEquals(1000, seen.stream().distinct().count());
    }

    @Test
    void noTasksIsAnEmptyList() {
        assertEquals(List.of(), PerThreadPool.map(0, i -> i));
    }

    @Test
    void aTaskFailureIsRethrownAsItself() {
        IllegalArgumentException thrown = new IllegalArgumentException("task 5");
        IllegalArgumentException caught = assertThrows(IllegalArgumentException.class, () -> PerThreadPool.map(10, i -> {
            if (i == 5) throw thrown;
            return i;
        }));
        assertSame(thrown, caught);
    }

    @Test
    void nestedCallsFromInsideThePoolFinish() {
        // Every worker may itself be a caller: queued helpers must not be waited for.
        List<Integer> sums = PerThreadPool.map(8, outer -> PerThreadPool.map(50, inner -> outer * inner)
                .stream().mapToInt(Integer::intValue).sum());
        for (int outer = 0; outer < 8; outer++) assertEquals(outer * (49 * 50 / 2), sums.get(outer));
    }

    @Test
    void threadResultsFollowTheListOrderWhateverTheirSize() {
        List<ProfileThread> threads = List.of(ProfileThread.empty(1, 10, "a", ""), ProfileThread.empty(1, 20, "b", ""),
                ProfileThread.empty(2, 30, "c", ""));
        List<Long> tids = PerThreadPool.forThreads(threads, ProfileThread::tid);
        assertEquals(List.of(10L, 20L, 30L), tids);
        assertTrue(PerThreadPool.forThreads(List.of(), ProfileThread::tid).isEmpty());
    }
}
