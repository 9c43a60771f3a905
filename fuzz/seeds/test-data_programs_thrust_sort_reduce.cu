// Thrust on the device: fill, transform with a functor, sort, reduce and
// count, then a copy back into a std::vector for host-side checks.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/transform.h>
#include <thrust/sequence.h>
#include <thrust/count.h>
#include <thrust/functional.h>
#include <cstdio>
#include <vector>
#include <algorithm>

struct square_mod {
    int mod;
    explicit square_mod(int m) : mod(m) {}
    __host__ __device__ int operator()(int x) const { return (x * x) % mod; }
};

struct is_even {
    __host__ __device__ bool operator()(int x) const { return (x & 1) == 0; }
};

template <typename Vec>
void print_head(const char *label, const Vec &v, std::size_t n) {
    std::printf("%s:", label);
    for (std::size_t i = 0; i < n && i < v.size(); ++i) {
        int x = v[i];
        std::printf(" %d", x);
    }
    std::printf("\n");
}

int main() {
    const int n = 1 << 12;
    thrust::device_vector<int> d(n);
    thrust::sequence(d.begin(), d.end(), 7, 3);
    thrust::transform(d.begin(), d.end(), d.begin(), square_mod(1009));
    thrust::sort(d.begin(), d.end(), thrust::greater<int>());

    int total = thrust::reduce(d.begin(), d.end(), 0, thrust::plus<int>());
    int largest = thrust::reduce(d.begin(), d.end(), 0, thrust::maximum<int>());
    auto evens = thrust::count_if(d.begin(), d.end(), is_even());

    thrust::host_vector<int> h = d;
    std::vector<int> check(h.begin(), h.end());
    bool sorted = std::is_sorted(check.rbegin(), check.rend());

    print_head("head", h, 8);
    std::printf("total=%d largest=%d evens=%ld sorted=%d\n", total, largest,
                static_cast<long>(evens), sorted ? 1 : 0);
    return sorted ? 0 : 1;
}
