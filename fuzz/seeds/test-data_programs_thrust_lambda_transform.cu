// ORACLE-FLAGS: --extended-lambda
// Thrust algorithms driven by extended __device__ lambdas: a SAXPY, a
// transform-reduce over a counting iterator, and a stable partition.
#include <thrust/device_vector.h>
#include <thrust/transform.h>
#include <thrust/transform_reduce.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/partition.h>
#include <thrust/fill.h>
#include <cmath>
#include <cstdio>

template <typename T>
void saxpy(T a, const thrust::device_vector<T> &x, thrust::device_vector<T> &y) {
    thrust::transform(x.begin(), x.end(), y.begin(), y.begin(),
                      [a] __device__ (T xi, T yi) { return a * xi + yi; });
}

double approximate_pi(int terms) {
    auto first = thrust::counting_iterator<int>(0);
    auto last = first + terms;
    double sum = thrust::transform_reduce(
        first, last,
        [] __device__ (int k) -> double {
            double sign = (k % 2 == 0) ? 1.0 : -1.0;
            return sign / (2.0 * k + 1.0);
        },
        0.0, thrust::plus<double>());
    return 4.0 * sum;
}

int main() {
    const int n = 1000;
    thrust::device_vector<float> x(n), y(n);
    thrust::fill(x.begin(), x.end(), 2.0f);
    thrust::fill(y.begin(), y.end(), 1.0f);
    saxpy(3.0f, x, y);
    float y0 = y[0];

    thrust::device_vector<int> values(n);
    thrust::transform(thrust::counting_iterator<int>(0), thrust::counting_iterator<int>(n),
                      values.begin(), [=] __device__ (int i) { return (i * 37) % 101; });
    auto middle = thrust::stable_partition(values.begin(), values.end(),
                                           [] __device__ (int v) { return v < 50; });
    long small = middle - values.begin();

    double pi = approximate_pi(100000);
    std::printf("y0=%f small=%ld pi=%.6f err=%.2e\n", y0, small, pi, std::fabs(pi - M_PI));
    return 0;
}
