//! Independent work spread over threads, one per core by default: the
//! cases of a corpus, the groups of a program to compile. Results come back
//! in the items' order.

/// The stack of a thread that compiles: generous, as the CLI's own, so that
/// deeply nested (legal) input that the front end accepts never overflows
/// a worker's stack (an overflow kills the process; it cannot be caught).
pub const COMPILE_STACK_BYTES: usize = 256 << 20;

/// `jobs`, or one per core where it is 0.
pub fn worker_count(jobs: usize) -> usize {
    match jobs {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    }
}

/// Runs `work` on every item with `workers` threads and hands the results
/// to `done` on this thread, in the items' order.
pub fn for_each_in_parallel<T: Sync, R: Send>(
    items: &[T],
    workers: usize,
    work: impl Fn(&T) -> R + Sync,
    mut done: impl FnMut(&T, R),
) {
    use std::collections::BTreeMap;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let next = AtomicUsize::new(0);
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::scope(|scope| {
        let mut started = 0;
        for _ in 0..workers.clamp(1, items.len().max(1)) {
            let sender = sender.clone();
            let (next, work) = (&next, &work);
            let worker = move || loop {
                let n = next.fetch_add(1, Ordering::Relaxed);
                let Some(item) = items.get(n) else { break };
                if sender.send((n, work(item))).is_err() {
                    break;
                }
            };
            let spawned = std::thread::Builder::new()
                .stack_size(COMPILE_STACK_BYTES)
                .spawn_scoped(scope, worker);
            match spawned {
                Ok(_) => started += 1,
                // No more threads to be had: those started do the items.
                Err(_) => break,
            }
        }
        drop(sender);
        if started == 0 {
            // Not one thread: every item here, in order.
            items.iter().for_each(|item| done(item, work(item)));
            return;
        }
        let mut waiting = BTreeMap::new();
        let mut due = 0;
        for (n, result) in receiver {
            waiting.insert(n, result);
            while let Some(result) = waiting.remove(&due) {
                done(&items[due], result);
                due += 1;
            }
        }
    });
}

/// Runs `work` on every item, one thread per core; the first error in the
/// items' order, if any (every item runs either way).
pub fn try_for_each<T: Sync, E: Send>(
    items: &[T],
    work: impl Fn(&T) -> Result<(), E> + Sync,
) -> Result<(), E> {
    let mut first = Ok(());
    for_each_in_parallel(items, worker_count(0), work, |_, result| {
        if first.is_ok() {
            first = result;
        }
    });
    first
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parallel_results_arrive_in_the_items_order() {
        let items: Vec<u64> = (0..200).collect();
        for workers in [1, 2, 7, 500] {
            let mut seen = Vec::new();
            for_each_in_parallel(
                &items,
                workers,
                |&n| {
                    // Later items finish first now and then.
                    std::thread::sleep(std::time::Duration::from_micros((200 - n) % 7));
                    n * n
                },
                |&n, square| seen.push((n, square)),
            );
            let expected: Vec<(u64, u64)> = items.iter().map(|&n| (n, n * n)).collect();
            assert_eq!(seen, expected, "{workers} workers");
        }
    }

    #[test]
    fn workers_have_the_compile_stack() {
        // About 40 MiB of frames: far beyond a default thread's 2 MiB.
        fn deep(n: u32) -> u32 {
            let frame = std::hint::black_box([n as u8; 4096]);
            if n == 0 {
                frame[0] as u32
            } else {
                deep(n - 1) + (frame[4095] as u32 & 1)
            }
        }
        let depths = [10_000u32, 10_000];
        let mut results = Vec::new();
        for_each_in_parallel(&depths, 2, |&d| deep(d), |_, r| results.push(r));
        assert_eq!(results.len(), 2);
    }

    #[test]
    fn an_empty_list_runs_nothing() {
        let mut calls = 0;
        for_each_in_parallel(&[] as &[u8], 0, |_| (), |_, ()| calls += 1);
        assert_eq!(calls, 0);
    }

    #[test]
    fn the_first_error_in_order_is_returned() {
        let items: Vec<u32> = (0..50).collect();
        let result = try_for_each(&items, |&n| if n % 7 == 3 { Err(n) } else { Ok(()) });
        assert_eq!(result, Err(3));
        assert_eq!(try_for_each(&items, |_| Ok::<(), u32>(())), Ok(()));
    }
}
