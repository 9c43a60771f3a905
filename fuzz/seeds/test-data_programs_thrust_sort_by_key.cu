// Records sorted by key with thrust::sort_by_key, zipped values, and a
// segmented reduction (reduce_by_key); results checked with <algorithm>.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/tuple.h>
#include <thrust/copy.h>
#include <vector>
#include <algorithm>
#include <numeric>
#include <iostream>

struct weight_of {
    __host__ __device__ float operator()(const thrust::tuple<int, float> &t) const {
        return thrust::get<0>(t) * thrust::get<1>(t);
    }
};

int main() {
    const int n = 64;
    std::vector<int> keys(n);
    std::vector<int> ids(n);
    std::vector<float> scores(n);
    for (int i = 0; i < n; ++i) {
        keys[i] = (i * 13) % 8;
        ids[i] = i;
        scores[i] = 0.5f * static_cast<float>(i % 5);
    }

    thrust::device_vector<int> d_keys(keys.begin(), keys.end());
    thrust::device_vector<int> d_ids(ids.begin(), ids.end());
    thrust::device_vector<float> d_scores(scores.begin(), scores.end());

    auto values = thrust::make_zip_iterator(thrust::make_tuple(d_ids.begin(), d_scores.begin()));
    thrust::sort_by_key(d_keys.begin(), d_keys.end(), values);

    thrust::device_vector<int> unique_keys(n);
    thrust::device_vector<float> sums(n);
    auto ends = thrust::reduce_by_key(d_keys.begin(), d_keys.end(), d_scores.begin(),
                                      unique_keys.begin(), sums.begin());
    int groups = static_cast<int>(ends.first - unique_keys.begin());

    thrust::host_vector<int> h_keys = d_keys;
    thrust::host_vector<float> h_sums(sums.begin(), sums.begin() + groups);
    std::vector<float> group_sums(h_sums.begin(), h_sums.end());
    float total = std::accumulate(group_sums.begin(), group_sums.end(), 0.0f);

    bool ok = std::is_sorted(h_keys.begin(), h_keys.end());
    auto best = std::max_element(group_sums.begin(), group_sums.end());
    std::cout << "groups=" << groups << " total=" << total
              << " best=" << (best - group_sums.begin()) << " sorted=" << ok << std::endl;

    weight_of w;
    std::cout << "weight=" << w(thrust::make_tuple(3, 1.5f)) << '\n';
    return ok ? 0 : 1;
}
