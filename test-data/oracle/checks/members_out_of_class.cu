// Out-of-class members (namespaces, class templates, operators) called from kernels.
#include <cstdio>
namespace geo {
struct Vec3 {
    float x, y, z;
    __host__ __device__ Vec3 operator+(const Vec3 &o) const;
    __host__ __device__ float dot(const Vec3 &o) const;
    static __device__ Vec3 zero();
};
}
__host__ __device__ geo::Vec3 geo::Vec3::operator+(const Vec3 &o) const { return {x + o.x, y + o.y, z + o.z}; }
namespace geo {
__host__ __device__ float Vec3::dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
__device__ Vec3 Vec3::zero() { return {0, 0, 0}; }
}
template <typename T, int N>
struct Array {
    T data[N];
    __host__ __device__ T &operator[](int i) { return data[i]; }
    __host__ __device__ int size() const;
    __device__ T sum() const;
};
template <typename T, int N> __host__ __device__ int Array<T, N>::size() const { return N; }
template <typename T, int N> __device__ T Array<T, N>::sum() const {
    T s = T();
    for (int i = 0; i < N; ++i) s += data[i];
    printf("%d\n", size());
    return s;
}
__global__ void k(geo::Vec3 *v, Array<float, 4> a, float *out) {
    geo::Vec3 z = geo::Vec3::zero();
    out[0] = (v[0] + z).dot(v[1]) + a.sum() + a[1] + a.size();
}
class Counter {
public:
    __device__ void bump();
    int get() const { return n; }
private:
    int n;
};
__device__ void Counter::bump() { atomicAdd(&n, 1); int g = get(); (void)g; }
int main() { Array<float, 4> a; a[0] = 1; printf("%d\n", a.size()); return 0; }
