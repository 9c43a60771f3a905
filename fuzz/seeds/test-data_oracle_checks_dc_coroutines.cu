// coroutines in device code (with the real headers: <coroutine>).
// ORACLE-FLAGS: -std=c++20
#include <coroutine>
struct task {
  struct promise_type {
    task get_return_object() { return {}; }
    std::suspend_never initial_suspend() { return {}; }
    std::suspend_never final_suspend() noexcept { return {}; }
    void return_void() {}
    void unhandled_exception() {}
  };
};
__device__ task co() { co_return; }
task hco() { co_return; }
