// Unqualified and this-> calls of a base class member from a derived class member.
struct Base {
    void host_m() {}
    __host__ __device__ int hd_m() const { return 1; }
};
namespace ns {
struct Mid : Base { __device__ int mid() { return hd_m(); } };
}
struct Leaf : ns::Mid {
    __device__ void run() { host_m(); this->host_m(); mid(); }
};
__global__ void k(Leaf l) { l.run(); l.hd_m(); l.mid(); }
