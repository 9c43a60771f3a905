// What cuda_runtime.h brings in from the C and C++ libraries: a program
// that includes only <cstdio> still has std::pair, std::min, std::swap,
// std::numeric_limits, std::abs and std::max, memcpy, strlen, malloc and
// time. The built-in prelude includes the same system headers.
#include <cstdio>

std::pair<int, float> make(int a) { return std::make_pair(a, 1.0f); }

__global__ void scale(float *out, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = sqrtf(s) * fmaxf(out[i], 0.0f);
}

int main() {
  std::pair<int, float> p = make(3);
  size_t n = std::min<size_t>(256, 1024);
  float *host = (float *)malloc(n * sizeof(float));
  float *dev = NULL;
  memset(host, 0, n * sizeof(float));
  cudaMalloc(&dev, n * sizeof(float));
  cudaMemcpy(dev, host, n * sizeof(float), cudaMemcpyHostToDevice);
  scale<<<1, 256>>>(dev, 2.0f, (int)n);
  int a = 1, b = 2;
  std::swap(a, b);
  double r = std::abs(-4.0) + std::max(1.0, 2.0) + std::numeric_limits<float>::max();
  printf("%d %f %zu %d %f %ld\n", p.first, p.second, strlen("cuda"), a, r, (long)time(NULL));
  cudaFree(dev);
  free(host);
  return 0;
}
