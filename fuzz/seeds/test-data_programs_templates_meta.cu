// Template machinery in host and device code: variadic templates and fold
// expressions, if constexpr, SFINAE with enable_if, partial and explicit
// specialisation, template template parameters, integer sequences and
// member pointers.
#include <cstdio>
#include <type_traits>
#include <utility>
#include <tuple>
#include <cuda_runtime.h>

template <typename... Ts>
__host__ __device__ constexpr auto sum_all(Ts... xs) {
    return (xs + ... + 0);
}

template <typename T>
__host__ __device__ constexpr T clamp_to_byte(T v) {
    if constexpr (std::is_floating_point<T>::value) {
        return v < T(0) ? T(0) : (v > T(1) ? T(1) : v);
    } else {
        return v < 0 ? 0 : (v > 255 ? 255 : v);
    }
}

template <typename T, typename = void>
struct has_size : std::false_type {};
template <typename T>
struct has_size<T, std::void_t<decltype(std::declval<const T &>().size())>> : std::true_type {};

template <typename T>
struct vec2 {
    T x, y;
    __host__ __device__ T dot(const vec2 &o) const { return x * o.x + y * o.y; }
    std::size_t size() const { return 2; }
};

template <typename T, std::size_t N>
struct fixed_array {
    T data[N];
    __host__ __device__ T &operator[](std::size_t i) { return data[i]; }
    __host__ __device__ constexpr std::size_t size() const { return N; }
};

template <>
struct fixed_array<bool, 0> {
    __host__ __device__ constexpr std::size_t size() const { return 0; }
};

template <template <typename, std::size_t> class Container, typename T, std::size_t... Is>
__host__ __device__ Container<T, sizeof...(Is)> make_iota(std::index_sequence<Is...>) {
    return Container<T, sizeof...(Is)>{{static_cast<T>(Is)...}};
}

template <typename T>
typename std::enable_if<std::is_integral<T>::value, int>::type describe(T) { return 1; }
template <typename T>
typename std::enable_if<!std::is_integral<T>::value, int>::type describe(T) { return 2; }

template <typename Tuple, std::size_t... Is>
auto tuple_sum(const Tuple &t, std::index_sequence<Is...>) {
    return (std::get<Is>(t) + ...);
}

template <typename T, typename M>
__host__ __device__ M member_of(const T &obj, M T::*field) {
    return obj.*field;
}

template <int N>
__global__ void kernel(int *out) {
    auto arr = make_iota<fixed_array, int>(std::make_index_sequence<N>{});
    int acc = 0;
    for (std::size_t i = 0; i < arr.size(); ++i) {
        acc += arr[i];
    }
    vec2<float> v{1.0f, 2.0f};
    out[threadIdx.x] = acc + sum_all(1, 2, 3) + clamp_to_byte(300) +
                       static_cast<int>(member_of(v, &vec2<float>::y) + v.dot(v));
}

int main() {
    int *d = nullptr;
    cudaMalloc(&d, 32 * sizeof(int));
    kernel<5><<<1, 32>>>(d);
    int h[32];
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    auto t = std::make_tuple(1, 2.5, 3.0f);
    std::printf("%d %d %d %d %.1f %d\n", h[0], describe(3), describe(2.0),
                static_cast<int>(has_size<vec2<int>>::value),
                tuple_sum(t, std::make_index_sequence<3>{}), fixed_array<bool, 0>{}.size() == 0);
    return 0;
}
