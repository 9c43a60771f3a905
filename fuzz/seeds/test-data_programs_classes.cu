// Classes with host/device members, operators, namespaces and templates.
#include <cstdio>
#include <cuda_runtime.h>

namespace geo {
struct Vec3 {
    float x, y, z;
    __host__ __device__ Vec3() : x(0), y(0), z(0) {}
    __host__ __device__ Vec3(float a, float b, float c) : x(a), y(b), z(c) {}
    __host__ __device__ Vec3 operator+(const Vec3 &o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
    __host__ __device__ Vec3 operator*(float s) const { return Vec3(x * s, y * s, z * s); }
    __host__ __device__ float dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
};

template <typename T>
__host__ __device__ inline T clamp(T v, T lo, T hi) { return v < lo ? lo : (v > hi ? hi : v); }
}  // namespace geo

template <typename T, int N>
struct Array {
    T data[N];
    __host__ __device__ T &operator[](int i) { return data[i]; }
    __host__ __device__ constexpr int size() const { return N; }
};

__global__ void integrate(geo::Vec3 *pos, const geo::Vec3 *vel, float dt, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    geo::Vec3 p = pos[i] + vel[i] * dt;
    p.x = geo::clamp(p.x, -1.0f, 1.0f);
    Array<float, 3> a;
    for (int k = 0; k < a.size(); ++k) a[k] = p.dot(vel[i]);
    pos[i] = p;
    if (i == 0) printf("first: %f %f\n", p.x, a[0]);
}

int main() {
    geo::Vec3 *pos, *vel;
    cudaMalloc(&pos, 128 * sizeof(geo::Vec3));
    cudaMalloc(&vel, 128 * sizeof(geo::Vec3));
    integrate<<<1, 128>>>(pos, vel, 0.1f, 128);
    cudaDeviceSynchronize();
    geo::Vec3 h = geo::Vec3(1, 2, 3) + geo::Vec3(4, 5, 6);
    std::printf("%f\n", geo::clamp(h.dot(h), 0.0f, 10.0f));
    cudaFree(pos);
    cudaFree(vel);
    return 0;
}
