// Host-only classes, templates, operators and statics next to a kernel:
// the host part must survive unchanged.
template <typename T>
class Stack {
public:
    Stack() : size_(0) {}
    void push(const T &v) { if (size_ < 16) data_[size_++] = v; }
    T pop() { return data_[--size_]; }
    bool empty() const { return size_ == 0; }
    static int instances;
private:
    T data_[16];
    int size_;
};
template <typename T> int Stack<T>::instances = 0;

struct Money {
    long cents;
    Money operator+(const Money &o) const { return Money{cents + o.cents}; }
};

namespace util {
inline int twice(int x) { return 2 * x; }
constexpr int kLimit = 8;
}

__global__ void k(int limit) { }

int main()
{
    Stack<int> s;
    s.push(util::twice(3));
    Money m = Money{1} + Money{2};
    k<<<1, 1>>>(util::kLimit);
    return s.pop() == 6 && m.cents == 3 ? 0 : 1;
}
