// An instance does not check the branch of an `if constexpr` that its
// arguments discard; a template's definition checks no call across
// spaces in any branch. Instances are named with typed values: (bool)1.
#include <type_traits>
void host_only();
__device__ void device_only();
template<class T> __host__ __device__ void pick(T) {
  if constexpr (std::is_same_v<T, float>) { host_only(); }
  else if constexpr (std::is_same<T, int>::value) { device_only(); }
  else { host_only(); }
}
template<int N> __device__ void unroll() {
  if constexpr (N > 2 && N != 5) host_only(); else device_only();
  if constexpr (!(N < 4)) { host_only(); }
}
template<bool Fast> __host__ __device__ void step() { if (Fast) host_only(); }
template<char C> __host__ __device__ void tag() { host_only(); }
template<bool B> __host__ __device__ void maybe() { if constexpr (B) device_only(); }
template<bool B> void host_side() { if constexpr (true) device_only(); }
__global__ void run() {
  pick(1.0f); pick(1); pick('c');
  unroll<3>(); unroll<5>(); unroll<7>();
  step<true>(); tag<'a'>();
}
