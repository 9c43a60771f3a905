// A realistic program (host-device class with constructors, destructor and
// operators used in kernels, a device functor, an RAII buffer): clean.
#include <cstdio>
#include <cmath>
#include <cuda_runtime.h>

struct Vec3 {
  float x, y, z;
  __host__ __device__ Vec3() : x(0), y(0), z(0) {}
  __host__ __device__ Vec3(float a, float b, float c) : x(a), y(b), z(c) {}
  __host__ __device__ Vec3 operator+(const Vec3 &o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
  __host__ __device__ float dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
  __host__ __device__ ~Vec3() {}
};

struct Functor {
  float k;
  __device__ float operator()(float v) const { return v * k; }
};

template <class F>
__global__ void apply(F f, float *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = f(v[i]);
}

__device__ float norm(const Vec3 &v) { return sqrtf(v.dot(v)); }

__global__ void kern(Vec3 *p, float *o, int n) {
  int i = threadIdx.x;
  if (i >= n) return;
  Vec3 a = p[i];
  Vec3 b(1, 2, 3);
  Vec3 c = a + b;
  o[i] = norm(c);
}

class Buffer {
  float *data_;
  int n_;
public:
  explicit Buffer(int n) : n_(n) { cudaMalloc(&data_, n * sizeof(float)); }
  ~Buffer() { cudaFree(data_); }
  float *get() const { return data_; }
  int size() const { return n_; }
};

int main() {
  Buffer b(128);
  Functor f{2.0f};
  apply<<<1, 128>>>(f, b.get(), b.size());
  Vec3 *p;
  cudaMalloc(&p, 128 * sizeof(Vec3));
  kern<<<1, 128>>>(p, b.get(), 128);
  cudaDeviceSynchronize();
  Vec3 h(1, 1, 1);
  printf("%f\n", h.dot(h));
  return 0;
}
