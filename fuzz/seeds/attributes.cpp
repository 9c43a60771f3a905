// Attributes in every position: GNU, C++11 (with `using`), alignas and
// __declspec; on declarations, declarators, types, parameters, statements,
// enumerators, namespaces, labels and class heads.
__attribute__((visibility("default"))) int a1;
[[nodiscard, gnu::always_inline]] inline int f1 [[gnu::used]] (int x [[maybe_unused]]);
struct __attribute__((packed)) alignas(16) [[deprecated("old")]] S1 { alignas(int) char c; };
__declspec(noinline) void f2();
int *__attribute__((aligned(8))) p1;
void f3() __attribute__((noreturn, cold));
namespace [[deprecated]] ns {}
enum E1 { e1 [[deprecated]] = 1, e2 __attribute__((unused)) };
[[using gnu: hot, nothrow]] void f4();
__attribute__((global)) void k1(int n) __attribute__((launch_bounds(128, 2)));
int f5(int x) {
    [[maybe_unused]] int y = x;
    if (x) [[likely]] { return 1; }
    switch (x) { case 1: [[fallthrough]]; default: break; }
    done: __attribute__((unused));
    return 0;
}
