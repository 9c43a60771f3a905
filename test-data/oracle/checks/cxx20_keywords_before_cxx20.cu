// Before C++20 (nvcc's default is C++17), concept, requires, consteval,
// constinit, char8_t and the coroutine keywords are plain identifiers:
// declarations may use them as names, and code written for C++20 gets
// EDG's errors for an unknown name.
int concept = 1;
int requires = 2;
int co_await = 3, co_yield = 4, co_return = 5;
int consteval_uses(int constinit) { return constinit + concept; }
char8_t c8 = 0;
__device__ consteval int f() { return 0; }
