// Enumerators, launch attributes and template parameters declared in the
// main file after its leading includes (the body part of the unit).
#include <cstdio>

enum Color { Red, Green = 4, Blue };
enum class Mode : int { Fast, Slow };

int host_pick(int i) { return i ? Green : Red; }
__device__ int dev_pick(int i) { return i ? Blue : Red; }
__host__ __device__ int both(Mode m) { return m == Mode::Fast ? Red : Blue; }

__global__ void __launch_bounds__(128, 2) bounded(int *out) { out[threadIdx.x] = Green; }
__global__ void __launch_bounds__(128) __maxnreg__(32) both_limits(int *out) { out[0] = Blue; }
__global__ void by_reference(int &out) { out = Red; }
template <typename T> __device__ __shared__ T bad;

template <typename T, int N>
__global__ void fill(T *out) { out[threadIdx.x] = T(N); }

__device__ int d(int x) { return x; }
int calls_device(void) { return d(Red); }

int main() {
  int *p = nullptr;
  bounded<<<1, 128>>>(p);
  fill<int, Green><<<1, 1>>>(p);
  return host_pick(1) + calls_device();
}
