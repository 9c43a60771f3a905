// A realistic program (STL on the host, a kernel template, shared memory,
// atomics, a lambda in std::find_if): clean per oracle and per us.
#include <cstdio>
#include <vector>
#include <string>
#include <algorithm>
#include <cuda_runtime.h>

namespace {
constexpr int kBlock = 256;
__device__ inline float sq(float x) { return x * x; }
}

struct Stats { float sum; int n; __host__ __device__ Stats() : sum(0), n(0) {} };

template <typename T>
__global__ void reduce(const T *in, T *out, int n) {
  __shared__ T buf[kBlock];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  buf[threadIdx.x] = i < n ? in[i] : T(0);
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) atomicAdd(out, buf[0]);
}

__global__ void squares(float *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = sq(v[i]);
  Stats s;
  s.n = i;
}

static int helper(int x) { return x + 1; }

int main(int argc, char **argv) {
  int n = argc > 1 ? std::stoi(argv[1]) : 1024;
  std::vector<float> h(n, 1.0f);
  std::string name = "run";
  float *d = nullptr, *out = nullptr;
  cudaMalloc(&d, n * sizeof(float));
  cudaMalloc(&out, sizeof(float));
  cudaMemcpy(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  int blocks = (n + kBlock - 1) / kBlock;
  squares<<<blocks, kBlock>>>(d, n);
  reduce<float><<<blocks, kBlock>>>(d, out, n);
  float result;
  cudaMemcpy(&result, out, sizeof(float), cudaMemcpyDeviceToHost);
  std::sort(h.begin(), h.end());
  auto it = std::find_if(h.begin(), h.end(), [](float v) { return v > 0.5f; });
  printf("%s %f %d %d\n", name.c_str(), result, helper(n), (int)(it - h.begin()));
  cudaFree(d);
  cudaFree(out);
  return 0;
}
