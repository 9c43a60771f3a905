// [[maybe_unused]], __attribute__((unused)) and __attribute__((used)) keep
// functions, variables and locals from #177/#550 (on any declaration of
// a function); a parameter so marked still gets #550.
static __attribute__((used)) void f1() {}
static void f2() {}
[[gnu::used]] static void f3() {}
__attribute__((used)) static __device__ void f4() {}
static __device__ int v1 __attribute__((used));
static __device__ int v2;
static int v3 __attribute__((used)) = 1;
__attribute__((unused)) static void f5() {}
static void f6() __attribute__((unused));
static void f6() {}
[[maybe_unused]] static void f7() {}
__global__ void k2() {
  [[maybe_unused]] int a = 1;
  int b __attribute__((unused)) = 2;
  __attribute__((unused)) int c;
  int d [[maybe_unused]];
  [[maybe_unused]] int e = 1; e = 3;
  int f = 1;
}
void h([[maybe_unused]] int p, int q __attribute__((unused))) { p = 1; q = 2; }
